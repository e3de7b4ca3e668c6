import { defaultInviteRow, type InviteRow } from "./invite-rows";

export type Step = 0 | 1 | 2 | 3;
export const STEP_COUNT = 4;

export interface ProjectWizardState {
  step: Step;
  name: string;
  users: InviteRow[];
  /** Tags of the chosen catalog modules, in the order they were chosen. */
  modules: string[];
}

export const initialProjectWizardState = (): ProjectWizardState => ({
  step: 0,
  name: "",
  users: [defaultInviteRow()],
  modules: [],
});

export type ProjectWizardAction =
  | { type: "named"; name: string }
  | { type: "usersChosen"; users: InviteRow[] }
  | { type: "modulesChosen"; modules: string[] }
  | { type: "skip" }
  | { type: "back"; save?: Partial<Omit<ProjectWizardState, "step">> };

/**
 * The project wizard's steps (spec/work-management.md §4): 0 name, 1 invite members (skippable:
 * the rows go back to one empty admin row), 2 choose modules (skipping clears them), 3 ready.
 */
export function projectWizardReducer(
  state: ProjectWizardState,
  action: ProjectWizardAction,
): ProjectWizardState {
  switch (action.type) {
    case "named":
      return { ...state, name: action.name, step: 1 };
    case "usersChosen":
      return { ...state, users: action.users, step: 2 };
    case "modulesChosen":
      return { ...state, modules: action.modules, step: 3 };
    case "skip":
      if (state.step === 1) return { ...state, users: [defaultInviteRow()], step: 2 };
      if (state.step === 2) return { ...state, modules: [], step: 3 };
      return state;
    case "back": {
      const saved = { ...state, ...action.save };
      return state.step === 0 ? saved : { ...saved, step: (state.step - 1) as Step };
    }
  }
}
