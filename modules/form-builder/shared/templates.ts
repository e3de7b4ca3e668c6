// The template gallery (spec §9: 17 categories), each category with real, useful forms. Elements are
// laid out top to bottom with their palette sizes unless a width is given. Every template passes
// the element schema (tests/unit/form-builder-templates.test.ts).
import {
  DEFAULT_CONFIGURATION,
  PALETTE_SIZE,
  defaultConfig,
  type ElementConfig,
  type ElementType,
  type FormConfiguration,
  type FormElement,
  type LogicRule,
} from "./elements";

export const TEMPLATE_CATEGORIES = [
  "application",
  "booking",
  "contact",
  "evaluation",
  "donation",
  "feedback",
  "jobApplication",
  "fileUpload",
  "membership",
  "order",
  "payment",
  "consent",
  "event",
  "registration",
  "report",
  "request",
  "subscription",
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface FormTemplate {
  id: string;
  category: TemplateCategory;
  title: string;
  description: string;
  /** Words the built-in AI drafting matches a prompt against. */
  keywords: string[];
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
}

type Spec = [ElementType, ElementConfig?, { w?: number; id?: string }?];

/** Lays elements out: full-width ones stacked, half-width ones (w 6) paired side by side. */
export function layOut(specs: Spec[]): FormElement[] {
  const out: FormElement[] = [];
  let y = 0;
  let x = 0;
  let rowH = 0;
  specs.forEach(([type, config, opts], n) => {
    const size = PALETTE_SIZE[type];
    const w = opts?.w ?? size.w;
    if (x + w > 12) {
      y += rowH;
      x = 0;
      rowH = 0;
    }
    out.push({
      id: opts?.id ?? `t${n}`,
      i: String(n),
      x,
      y,
      w,
      h: size.h,
      type,
      configuration: { ...defaultConfig(type), ...config },
    });
    x += w;
    rowH = Math.max(rowH, size.h);
    if (x >= 12) {
      y += rowH;
      x = 0;
      rowH = 0;
    }
  });
  return out;
}

const req = (label: string, extra: ElementConfig = {}): ElementConfig => ({
  label,
  required: true,
  ...extra,
});
const opt = (label: string, extra: ElementConfig = {}): ElementConfig => ({
  label,
  required: false,
  ...extra,
});
const heading = (text: string): Spec => ["heading", { heading: text, divider: true }];
const note = (text: string): Spec => ["description", { description: text }];
const half = { w: 6 };

function template(
  id: string,
  category: TemplateCategory,
  title: string,
  description: string,
  keywords: string[],
  specs: Spec[],
  logic: LogicRule[] = [],
  configuration: Partial<FormConfiguration> = {},
): FormTemplate {
  return {
    id,
    category,
    title,
    description,
    keywords,
    elements: layOut(specs),
    configuration: { ...DEFAULT_CONFIGURATION, ...configuration },
    logic,
  };
}

export const TEMPLATES: readonly FormTemplate[] = [
  template(
    "grant-application",
    "application",
    "Grant application",
    "Collect applications for a grant or programme.",
    ["application", "apply", "grant", "programme", "program", "scholarship"],
    [
      heading("Grant application"),
      ["fullName", req("Applicant name")],
      ["email", req("Email address")],
      ["shortText", req("Organisation")],
      ["number", req("Amount requested (thousands)", { min: 1, max: 20 })],
      ["longText", req("Describe your project", { minRows: 3, maxRows: 5 })],
      ["fileUpload", opt("Supporting document", { format: "pdf,doc" })],
    ],
  ),
  template(
    "appointment-booking",
    "booking",
    "Appointment booking",
    "Let clients book a time with you.",
    ["booking", "book", "appointment", "reservation", "schedule", "slot"],
    [
      heading("Book an appointment"),
      ["fullName", req("Full name")],
      ["email", req("Email address"), half],
      ["phone", opt("Phone number"), half],
      ["date", req("Preferred date"), half],
      ["time", req("Preferred time"), half],
      ["select", req("Service", { options: ["Consultation", "Follow-up", "Other"] })],
      ["longText", opt("Anything we should know?")],
    ],
  ),
  template(
    "contact-us",
    "contact",
    "Contact us",
    "A simple contact form: name, e-mail and message.",
    ["contact", "message", "reach", "enquiry", "inquiry", "question"],
    [
      heading("Contact us"),
      ["fullName", req("Name")],
      ["email", req("Email address")],
      ["longText", req("Message")],
    ],
  ),
  template(
    "course-evaluation",
    "evaluation",
    "Course evaluation",
    "Ask participants to rate a course or training.",
    ["evaluation", "evaluate", "course", "training", "rate", "rating", "assessment"],
    [
      heading("Course evaluation"),
      ["shortText", req("Course name")],
      ["radio", req("Overall rating", { options: ["Excellent", "Good", "Fair", "Poor"] })],
      ["number", req("How likely are you to recommend it? (0-10)", { min: 0, max: 10 })],
      ["longText", opt("What could be improved?")],
    ],
  ),
  template(
    "donation",
    "donation",
    "Donation pledge",
    "Record donation pledges from supporters.",
    ["donation", "donate", "pledge", "charity", "fundraising", "support"],
    [
      heading("Make a donation"),
      ["fullName", req("Full name")],
      ["email", req("Email address")],
      ["radio", req("Amount", { options: ["$10", "$25", "$50", "$100", "Other"] }), { id: "amount" }],
      ["number", req("Other amount ($)", { min: 1, max: 20 }), { id: "other" }],
      ["checkbox", opt("Make this a monthly donation")],
      ["optIn", opt("Keep me informed about our work")],
    ],
    [{ id: "r1", when: "amount", operator: "equals", value: "Other", action: "show", target: "other" }],
  ),
  template(
    "customer-feedback",
    "feedback",
    "Customer feedback",
    "Hear what customers think of your product or service.",
    ["feedback", "opinion", "satisfaction", "customer", "review", "survey", "nps"],
    [
      heading("Tell us what you think"),
      [
        "radio",
        req("How satisfied are you?", {
          options: ["Very satisfied", "Satisfied", "Neutral", "Dissatisfied"],
        }),
        { id: "sat" },
      ],
      ["longText", opt("What went wrong?"), { id: "wrong" }],
      ["longText", opt("What do you like most?")],
      ["email", opt("Email (if you would like a reply)")],
    ],
    [{ id: "r1", when: "sat", operator: "equals", value: "Dissatisfied", action: "show", target: "wrong" }],
  ),
  template(
    "job-application",
    "jobApplication",
    "Job application",
    "Candidates apply with their details and CV.",
    ["job", "career", "hire", "hiring", "candidate", "cv", "resume", "recruit", "position"],
    [
      heading("Job application"),
      ["fullName", req("Full name")],
      ["email", req("Email address"), half],
      ["phone", req("Phone number"), half],
      ["select", req("Position", { options: ["Engineering", "Design", "Sales", "Support"] })],
      ["url", opt("LinkedIn or portfolio")],
      ["fileUpload", req("CV", { format: "pdf,doc", maxSize: 10 })],
      ["longText", opt("Cover letter")],
      ["date", opt("Earliest start date")],
    ],
  ),
  template(
    "file-submission",
    "fileUpload",
    "File submission",
    "Collect documents or images from anyone.",
    ["upload", "file", "files", "document", "submit", "submission", "photo"],
    [
      heading("Submit your files"),
      ["fullName", req("Name")],
      ["email", req("Email address")],
      ["fileUpload", req("File", { format: "pdf,image,doc,sheet,zip" })],
      ["image", opt("Image")],
      ["longText", opt("Notes")],
    ],
  ),
  template(
    "club-membership",
    "membership",
    "Membership application",
    "New members join your club or association.",
    ["membership", "member", "club", "join", "association", "society"],
    [
      heading("Become a member"),
      ["fullName", req("Full name")],
      ["email", req("Email address")],
      ["address", req("Address")],
      ["date", req("Date of birth")],
      ["radio", req("Membership type", { options: ["Individual", "Family", "Student"] })],
      ["signature", req("Signature")],
    ],
  ),
  template(
    "product-order",
    "order",
    "Product order",
    "Take orders for products with delivery details.",
    ["order", "purchase", "buy", "shop", "product", "delivery"],
    [
      heading("Place an order"),
      ["fullName", req("Full name")],
      ["email", req("Email address")],
      ["select", req("Product", { options: ["T-shirt", "Hoodie", "Cap", "Mug"] })],
      ["number", req("Quantity", { min: 1, max: 20 }), half],
      ["select", opt("Size", { options: ["S", "M", "L", "XL"] }), half],
      ["address", req("Delivery address")],
    ],
  ),
  template(
    "invoice-payment",
    "payment",
    "Payment details",
    "Collect billing details for an invoice.",
    ["payment", "pay", "invoice", "billing", "bill", "checkout"],
    [
      heading("Payment details"),
      ["fullName", req("Name on invoice")],
      ["email", req("Billing email")],
      ["shortText", req("Invoice number"), half],
      ["number", req("Amount (thousands)", { min: 0, max: 20 }), half],
      ["radio", req("Payment method", { options: ["Bank transfer", "Card", "PayPal"] })],
      ["address", req("Billing address")],
    ],
  ),
  template(
    "photo-consent",
    "consent",
    "Photo consent",
    "Ask for consent to use photos and personal data.",
    ["consent", "permission", "gdpr", "agree", "agreement", "waiver", "photo"],
    [
      heading("Consent form"),
      note("We would like to use photos taken at our events in our communications."),
      ["fullName", req("Full name")],
      ["email", req("Email address")],
      ["checkbox", req("I agree that photos of me may be published")],
      ["signature", req("Signature")],
      ["date", req("Date")],
    ],
  ),
  template(
    "event-rsvp",
    "event",
    "Event RSVP",
    "Find out who is coming to your event.",
    ["event", "rsvp", "party", "attend", "attendance", "invitation", "meetup", "conference"],
    [
      heading("Will you join us?"),
      ["fullName", req("Name")],
      ["email", req("Email address")],
      ["radio", req("Will you attend?", { options: ["Yes", "No", "Maybe"] }), { id: "attend" }],
      ["number", opt("Number of guests", { min: 0, max: 20 }), { id: "guests" }],
      [
        "select",
        opt("Dietary requirements", { options: ["None", "Vegetarian", "Vegan", "Gluten-free"] }),
        { id: "diet" },
      ],
    ],
    [
      { id: "r1", when: "attend", operator: "equals", value: "No", action: "hide", target: "guests" },
      { id: "r2", when: "attend", operator: "equals", value: "No", action: "hide", target: "diet" },
    ],
  ),
  template(
    "workshop-registration",
    "registration",
    "Workshop registration",
    "Register participants for a workshop or class.",
    ["registration", "register", "signup", "sign", "workshop", "class", "enrol", "enroll"],
    [
      heading("Register for the workshop"),
      ["fullName", req("Full name")],
      ["email", req("Email address"), half],
      ["phone", opt("Phone number"), half],
      ["select", req("Session", { options: ["Morning", "Afternoon", "Evening"] })],
      ["radio", req("Experience level", { options: ["Beginner", "Intermediate", "Advanced"] })],
      ["optIn", opt("Send me news about future workshops")],
    ],
  ),
  template(
    "incident-report",
    "report",
    "Incident report",
    "Report an incident, issue or bug.",
    ["report", "incident", "issue", "bug", "problem", "accident"],
    [
      heading("Incident report"),
      ["fullName", req("Reported by")],
      ["email", req("Email address")],
      ["date", req("Date of incident"), half],
      ["time", opt("Time of incident"), half],
      ["select", req("Severity", { options: ["Low", "Medium", "High", "Critical"] })],
      ["longText", req("What happened?")],
      ["image", opt("Photo")],
    ],
  ),
  template(
    "it-request",
    "request",
    "IT support request",
    "Ask for equipment, access or help.",
    ["request", "support", "help", "ticket", "it", "access", "equipment"],
    [
      heading("IT support request"),
      ["fullName", req("Name")],
      ["email", req("Email address")],
      ["select", req("Request type", { options: ["Hardware", "Software", "Access", "Other"] })],
      ["radio", req("Urgency", { options: ["Low", "Normal", "Urgent"] })],
      ["longText", req("Describe your request")],
    ],
  ),
  template(
    "newsletter",
    "subscription",
    "Newsletter sign-up",
    "Grow your mailing list.",
    ["subscription", "subscribe", "newsletter", "mailing", "updates", "news"],
    [
      heading("Subscribe to our newsletter"),
      ["fullName", opt("Name")],
      ["email", req("Email address")],
      ["select", opt("How often?", { options: ["Weekly", "Monthly"] })],
      ["optIn", req("I agree to receive e-mails and can unsubscribe at any time")],
    ],
  ),
];

/** Templates matching a search (title, description, keywords) in a category (or all). */
export function searchTemplates(query: string, category?: TemplateCategory | null): FormTemplate[] {
  const q = query.trim().toLowerCase();
  return TEMPLATES.filter(
    (t) =>
      (!category || t.category === category) &&
      (!q ||
        t.title.toLowerCase().includes(q) ||
        t.description.toLowerCase().includes(q) ||
        t.keywords.some((k) => k.includes(q))),
  );
}

export const templateById = (id: string) => TEMPLATES.find((t) => t.id === id) ?? null;
