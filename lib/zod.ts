// zod/mini, the tree-shakeable API of zod 4, for every schema a client bundle can reach (lib/schemas,
// modules/task-management/shared/filters, lib/routing, the forms): `import * as z from "@/lib/zod"`. Classic zod
// (`import { z } from "zod"`) ships whole to the browser, so only server-only code uses it.
// Classic zod registers English messages when it builds its first schema and zod/mini registers
// none ("Invalid input" for everything), so this module does: zod's own messages read as before.
import { en } from "zod/locales";
import { config } from "zod/mini";

config(en());

export * from "zod/mini";
