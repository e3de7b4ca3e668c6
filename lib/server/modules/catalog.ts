import "server-only";
/** The modules a project or workspace can hold (spec/shell.md §1, §3 "Available module"). */
export interface CatalogEntry {
  tag: string;
  title: string;
  description: string;
  category: string;
  active: boolean;
  gradient: [string, string];
  size: { w: number; h: number; minW: number; minH: number };
}

/** Categories in display order; "Quick Access" first, as the spec says. */
export const CATEGORIES = ["Quick Access", "Productivity", "Communication", "Data", "Content"] as const;

const card = { w: 4, h: 8, minW: 3, minH: 6 };
const wide = { w: 6, h: 10, minW: 4, minH: 8 };

export const MODULE_CATALOG: CatalogEntry[] = [
  {
    tag: "TaskManagement",
    title: "Task management",
    description: "Plan work on boards and lists with subtasks, checklists and live updates.",
    category: "Quick Access",
    active: true,
    gradient: ["#4c6ef5", "#15aabf"],
    size: wide,
  },
  {
    tag: "TimeTracker",
    title: "Time tracking",
    description: "Track time on tasks, tag entries and see billable hours by day and week.",
    category: "Quick Access",
    active: true,
    gradient: ["#12b886", "#82c91e"],
    size: card,
  },
  {
    tag: "AICalendar",
    title: "AI calendar",
    description: "Schedule events and see what is coming up next.",
    category: "Quick Access",
    active: true,
    gradient: ["#7950f2", "#e64980"],
    size: card,
  },
  {
    tag: "OnlineChat",
    title: "Online chat",
    description: "Talk with your team in conversations that update in real time.",
    category: "Quick Access",
    active: true,
    gradient: ["#1c7ed6", "#22b8cf"],
    size: card,
  },
  {
    tag: "FormBuilder",
    title: "Form builder",
    description: "Build forms by drag and drop, from scratch, a template or a prompt.",
    category: "Productivity",
    active: true,
    gradient: ["#f76707", "#fab005"],
    size: card,
  },
  {
    tag: "WorkflowAutomation",
    title: "Workflow automation",
    description: "Automate processes with BPMN models and follow their instances.",
    category: "Productivity",
    active: true,
    gradient: ["#5f3dc4", "#4dabf7"],
    size: wide,
  },
  {
    tag: "MeetingRoom",
    title: "Meeting room",
    description: "Schedule meetings and keep their details in one place.",
    category: "Communication",
    active: true,
    gradient: ["#0ca678", "#3bc9db"],
    size: card,
  },
  {
    tag: "Notification",
    title: "Notification",
    description: "Manage channels, templates and campaigns for your messages.",
    category: "Communication",
    active: true,
    gradient: ["#e8590c", "#f06595"],
    size: card,
  },
  {
    tag: "FileManagement",
    title: "File management",
    description: "Store, organise and share the files of a project.",
    category: "Productivity",
    active: true,
    gradient: ["#495057", "#868e96"],
    size: card,
  },
  {
    tag: "DatabaseGenerator",
    title: "Database generator",
    description: "Design databases from scratch, a template, an import or a prompt.",
    category: "Data",
    active: true,
    gradient: ["#1864ab", "#5c7cfa"],
    size: wide,
  },
  {
    tag: "DataVisualization",
    title: "Data visualization",
    description: "Arrange chart widgets on dashboards that tell your data's story.",
    category: "Data",
    active: true,
    gradient: ["#c2255c", "#fd7e14"],
    size: wide,
  },
  {
    tag: "ContentHub",
    title: "Content hub",
    description: "Write blog posts and manage products with categories.",
    category: "Content",
    active: true,
    gradient: ["#2b8a3e", "#94d82d"],
    size: card,
  },
  {
    tag: "ChartGenerator",
    title: "Chart generator",
    description: "Turn a table of numbers into a chart in a few clicks.",
    category: "Data",
    active: false,
    gradient: ["#d6336c", "#845ef7"],
    size: card,
  },
  {
    tag: "CRM",
    title: "CRM",
    description: "Follow leads, deals and customers through your pipeline.",
    category: "Productivity",
    active: false,
    gradient: ["#0b7285", "#66d9e8"],
    size: card,
  },
  {
    tag: "DataTable",
    title: "Data table",
    description: "Keep structured records in a spreadsheet-like table.",
    category: "Data",
    active: false,
    gradient: ["#364fc7", "#74c0fc"],
    size: card,
  },
  {
    tag: "QuizSurvey",
    title: "Quiz and survey generator",
    description: "Create quizzes and surveys and collect the answers.",
    category: "Content",
    active: false,
    gradient: ["#e67700", "#ffd43b"],
    size: card,
  },
];

export const coverImagePath = (tag: string) =>
  `/modules/${tag.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}.svg`;
