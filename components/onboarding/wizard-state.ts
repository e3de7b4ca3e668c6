import type { InviteRow } from "./invite-rows";
import { defaultInviteRow } from "./invite-rows";

export type Step = 0 | 1 | 2 | 3 | 4;
export const STEP_COUNT = 5;

export interface WizardState {
  step: Step;
  workspaceName: string;
  users: InviteRow[];
  /** 'Access to all projects and modules': default on, applied to admin invitees only. */
  accessToAll: boolean;
  projectName: string;
  /** Tags of the chosen catalog modules, in the order they were chosen. */
  modules: string[];
}

export const initialWizardState = (workspaceName = ""): WizardState => ({
  step: 0,
  workspaceName,
  users: [defaultInviteRow()],
  accessToAll: true,
  projectName: "",
  modules: [],
});

export type WizardAction =
  | { type: "workspaceNamed"; name: string }
  | { type: "usersChosen"; users: InviteRow[]; accessToAll: boolean }
  | { type: "projectNamed"; name: string }
  | { type: "modulesChosen"; modules: string[] }
  | { type: "skip" }
  | { type: "back"; save?: Partial<Omit<WizardState, "step">> };

/** The transitions of spec/shell.md §4 "Onboarding (steps 0 to 4)". */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "workspaceNamed":
      return { ...state, workspaceName: action.name, step: 1 };
    case "usersChosen":
      return { ...state, users: action.users, accessToAll: action.accessToAll, step: 2 };
    case "projectNamed":
      return { ...state, projectName: action.name, step: 3 };
    case "modulesChosen":
      return { ...state, modules: action.modules, step: 4 };
    case "skip":
      // Step 1 resets the users; step 2 means no project (so no modules either) and jumps to 4;
      // step 3 clears the chosen modules.
      if (state.step === 1) return { ...state, users: [defaultInviteRow()], step: 2 };
      if (state.step === 2) return { ...state, projectName: "", modules: [], step: 4 };
      if (state.step === 3) return { ...state, modules: [], step: 4 };
      return state;
    case "back": {
      const saved = { ...state, ...action.save };
      if (state.step === 0) return saved;
      // Without a project there was no module step to return to.
      if (state.step === 4) return { ...saved, step: saved.projectName ? 3 : 2 };
      return { ...saved, step: (state.step - 1) as Step };
    }
  }
}
