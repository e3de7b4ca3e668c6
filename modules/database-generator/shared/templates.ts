// Databases to start from: the spec's three samples as real templates (tables, typed columns, sample
// records), and what the built-in AI smart builder drafts from a description without a model. A
// draft is what the 'Create a new database' dialogs show for approval and then create.
import type { DatabaseDraft } from "./types";

export type { DatabaseDraft };

export interface DatabaseTemplate extends DatabaseDraft {
  id: string;
  /** Words of a description that point to it (the built-in builder's choice). */
  keywords: string[];
}

const choices = (...names: string[]) => ({ choices: names.map((name) => ({ name })) });

export const DATABASE_TEMPLATES: DatabaseTemplate[] = [
  {
    id: "e-commerce",
    name: "E-Commerce Transactions",
    description: "Customers, products and the orders they place.",
    keywords: [
      "shop",
      "store",
      "ecommerce",
      "commerce",
      "order",
      "orders",
      "product",
      "products",
      "customer",
      "customers",
      "sale",
      "sales",
      "cart",
      "transaction",
      "transactions",
      "inventory",
    ],
    tables: [
      {
        name: "Customers",
        columns: [
          { name: "Name", type: "text" },
          { name: "Email", type: "email" },
          {
            name: "Country",
            type: "singleSelect",
            options: choices("Spain", "United States", "Germany", "Mexico"),
          },
          { name: "Joined", type: "date" },
        ],
        rows: [
          ["Lucía Pérez", "lucia@example.com", "Spain", "2026-01-12"],
          ["Mark Adams", "mark@example.com", "United States", "2026-02-03"],
          ["Jonas Weber", "jonas@example.com", "Germany", "2026-03-21"],
          ["Ana Torres", "ana@example.com", "Mexico", "2026-04-08"],
        ],
      },
      {
        name: "Products",
        columns: [
          { name: "Name", type: "text" },
          { name: "SKU", type: "text" },
          { name: "Price", type: "currency", options: { currency: "USD", precision: 2 } },
          { name: "Stock", type: "number" },
          { name: "Category", type: "singleSelect", options: choices("Apparel", "Home", "Electronics") },
        ],
        rows: [
          ["Canvas tote", "TOTE-01", 24.5, 120, "Apparel"],
          ["Ceramic mug", "MUG-02", 12, 300, "Home"],
          ["USB-C charger", "CHG-03", 39.9, 75, "Electronics"],
          ["Linen shirt", "SHRT-04", 59, 40, "Apparel"],
        ],
      },
      {
        name: "Orders",
        columns: [
          { name: "Order", type: "text" },
          { name: "Total", type: "currency", options: { currency: "USD", precision: 2 } },
          {
            name: "Status",
            type: "singleSelect",
            options: choices("Pending", "Paid", "Shipped", "Refunded"),
          },
          { name: "Placed", type: "dateTime" },
          // A real link: each order's customer, and on the customers their orders.
          { name: "Customer", type: "link", link: { table: "Customers", multiple: false } },
        ],
        rows: [
          ["A-1001", 36.5, "Shipped", "2026-05-02T10:15:00Z", "Lucía Pérez"],
          ["A-1002", 39.9, "Paid", "2026-05-03T16:40:00Z", "Mark Adams"],
          ["A-1003", 118, "Pending", "2026-05-04T09:05:00Z", "Jonas Weber"],
          ["A-1004", 24.5, "Refunded", "2026-05-05T12:30:00Z", "Ana Torres"],
        ],
      },
    ],
  },
  {
    id: "social-media",
    name: "Social Media Analytics",
    description: "Accounts, their posts and how each one performed.",
    keywords: [
      "social",
      "media",
      "post",
      "posts",
      "follower",
      "followers",
      "like",
      "likes",
      "engagement",
      "instagram",
      "twitter",
      "linkedin",
      "tiktok",
      "campaign",
      "campaigns",
      "reach",
      "impressions",
      "content",
    ],
    tables: [
      {
        name: "Accounts",
        columns: [
          { name: "Handle", type: "text" },
          { name: "Network", type: "singleSelect", options: choices("Instagram", "LinkedIn", "X", "TikTok") },
          { name: "Followers", type: "number" },
          { name: "Profile", type: "url" },
        ],
        rows: [
          ["@acme", "Instagram", 18400, "https://instagram.com/acme"],
          ["Acme Inc.", "LinkedIn", 5200, "https://linkedin.com/company/acme"],
          ["@acme_hq", "X", 9100, "https://x.com/acme_hq"],
        ],
      },
      {
        name: "Posts",
        columns: [
          { name: "Title", type: "text" },
          { name: "Published", type: "dateTime" },
          { name: "Impressions", type: "number" },
          { name: "Likes", type: "number" },
          { name: "Engagement", type: "percent", options: { precision: 1 } },
          { name: "Topics", type: "multiSelect", options: choices("Launch", "Tips", "Team", "Event") },
          // Each post's account, and on the accounts their posts.
          { name: "Account", type: "link", link: { table: "Accounts", multiple: false } },
        ],
        rows: [
          ["Spring launch", "2026-03-01T09:00:00Z", 42000, 3100, 7.4, "Launch", "@acme"],
          ["Five packing tips", "2026-03-08T09:00:00Z", 18000, 950, 5.3, "Tips", "@acme"],
          ["Meet the team", "2026-03-10T14:00:00Z", 7600, 410, 5.4, "Team", "Acme Inc."],
          ["Join us at the fair", "2026-03-15T11:00:00Z", 12500, 380, 3, "Event, Launch", "@acme_hq"],
        ],
      },
    ],
  },
  {
    id: "hr",
    name: "HR Management",
    description: "Employees, departments and their time off.",
    keywords: [
      "hr",
      "human",
      "resources",
      "employee",
      "employees",
      "staff",
      "department",
      "departments",
      "salary",
      "payroll",
      "hiring",
      "leave",
      "vacation",
      "people",
      "team",
      "recruiting",
      "candidates",
    ],
    tables: [
      {
        name: "Departments",
        columns: [
          { name: "Name", type: "text" },
          { name: "Head", type: "text" },
          { name: "Budget", type: "currency", options: { currency: "EUR", precision: 0 } },
        ],
        rows: [
          ["Engineering", "Iris Novak", 820000],
          ["Sales", "Tomás Ruiz", 410000],
          ["People", "Amara Okafor", 150000],
        ],
      },
      {
        name: "Employees",
        columns: [
          { name: "Name", type: "text" },
          { name: "Email", type: "email" },
          { name: "Department", type: "singleSelect", options: choices("Engineering", "Sales", "People") },
          { name: "Role", type: "text" },
          { name: "Started", type: "date" },
          { name: "Salary", type: "currency", options: { currency: "EUR", precision: 0 } },
          { name: "Remote", type: "checkbox" },
        ],
        rows: [
          ["Iris Novak", "iris@example.com", "Engineering", "Head of Engineering", "2023-04-03", 98000, true],
          ["Tomás Ruiz", "tomas@example.com", "Sales", "Sales Lead", "2024-01-15", 72000, false],
          ["Amara Okafor", "amara@example.com", "People", "People Partner", "2024-09-02", 64000, true],
          ["Wei Chen", "wei@example.com", "Engineering", "Developer", "2025-06-16", 61000, true],
        ],
      },
      {
        name: "Time off",
        columns: [
          { name: "Employee", type: "text" },
          { name: "Kind", type: "singleSelect", options: choices("Vacation", "Sick", "Parental") },
          { name: "From", type: "date" },
          { name: "To", type: "date" },
          { name: "Approved", type: "checkbox" },
        ],
        rows: [
          ["Wei Chen", "Vacation", "2026-08-03", "2026-08-14", true],
          ["Tomás Ruiz", "Sick", "2026-02-10", "2026-02-11", true],
          ["Amara Okafor", "Vacation", "2026-12-21", "2027-01-02", false],
        ],
      },
    ],
  },
];

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The template a description points to most (null: none of its words). */
export function closestTemplate(description: string): DatabaseTemplate | null {
  const said = new Set(words(description));
  let best: DatabaseTemplate | null = null;
  let bestScore = 0;
  for (const template of DATABASE_TEMPLATES) {
    const score = template.keywords.filter((keyword) => said.has(keyword)).length;
    if (score > bestScore) [best, bestScore] = [template, score];
  }
  return best;
}

const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The built-in smart builder's draft (no model): the closest template, named after the description;
 * without one, a table of the things the description names, with the columns most lists have.
 */
export function draftFromDescription(description: string): DatabaseDraft {
  const text = description.trim().replace(/\s+/g, " ");
  const name =
    title(
      text
        .split(/[.!?\n]/)[0]!
        .slice(0, 60)
        .trim(),
    ) || "New database";
  const template = closestTemplate(text);
  if (template) return { name, description: text.slice(0, 1_000), tables: template.tables };
  // "a list of books I have read" → Books; else Items.
  const noun = /\b(?:of|for|track(?:ing)?|manage|list)\s+(?:my\s+|our\s+|the\s+)?([\p{L}]{3,30})/iu.exec(
    text,
  )?.[1];
  const tableName = noun ? title(noun.toLowerCase()) : "Items";
  return {
    name,
    description: text.slice(0, 1_000),
    tables: [
      {
        name: tableName,
        columns: [
          { name: "Name", type: "text" },
          { name: "Notes", type: "longText" },
          { name: "Status", type: "singleSelect", options: choices("To do", "In progress", "Done") },
          { name: "Due", type: "date" },
          { name: "Added", type: "createdTime" },
        ],
        rows: [
          [`First ${tableName.toLowerCase()}`, "", "To do", null, null],
          [`Second ${tableName.toLowerCase()}`, "", "In progress", null, null],
        ],
      },
    ],
  };
}
