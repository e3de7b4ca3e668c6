// The guided tours (spec/shell.md §2, §9; issue 40, item 3): "dashboard" on /projects (the
// workspaces switcher, then Nia's search box) and "modules" on a project's modules page (adding a
// module, arranging the grid, the project's people). Each opens 5 s after its page loads, once per
// person (User.toursDone, and the browser's own note of it), and again from the help menu.
export const TOURS = ["dashboard", "modules"] as const;
export type TourName = (typeof TOURS)[number];
