// Task titles for benchmarks: a verb and three words of a backlog's vocabulary, picked by a
// deterministic spread of the task's number (the same board on every run), so titles vary as a real
// board's do; one in 50 repeats the previous title with a word more (a duplicate to find).
const VERBS = [
  "Fix",
  "Write",
  "Review",
  "Design",
  "Test",
  "Deploy",
  "Plan",
  "Refactor",
  "Document",
  "Measure",
  "Update",
  "Remove",
  "Add",
  "Migrate",
  "Investigate",
  "Improve",
  "Translate",
  "Archive",
  "Monitor",
  "Automate",
];
const WORDS =
  `account activity address admin alert analytics android api archive attachment audit avatar backup
badge banner billing board bookmark branch browser bucket budget cache calendar campaign card cart category
certificate channel chart checkout checklist client column comment config consent contract cookie coupon cron
csv customer dashboard database deadline default delivery dependency deploy desktop digest discount docker
domain download draft dropdown editor email emoji endpoint environment error event export feature feedback
field filter firewall font footer form gateway goal grid header health helpdesk history hook icon image import
inbox index invoice ios keyboard label landing language layout lead license limit link locale log login logo
mailing map markdown member menu merge message metric migration mobile modal module monitor navigation
newsletter notification onboarding order package page pagination partner password payment permission pipeline
plan plugin policy popup portal preview pricing printer privacy profile project proxy queue quota receipt
redirect referral refund region release reminder report request retention review role roadmap router sandbox
scheduler schema search secret security seo server session settings share sidebar signup sitemap sitemap slack
snapshot socket spam sprint staging status storage stripe style subscription support survey sync tab table tag
template tenant theme thumbnail ticket timeline timer timezone toast token tooltip tracking translation trial
upload usage user vendor version video vpn wallet webhook widget wiki wizard workflow workspace`.split(/\s+/);

const spread = (n: number, salt: number) => ((n + 1) * 2_654_435_761 + salt * 40_503) % 1_000_003;

export function benchTitle(n: number): string {
  if (n % 50 === 49) return `${benchTitle(n - 1)} again`;
  const word = (salt: number) => WORDS[spread(n, salt) % WORDS.length];
  return `${VERBS[spread(n, 0) % VERBS.length]} the ${word(1)} ${word(2)} ${word(3)}`;
}
