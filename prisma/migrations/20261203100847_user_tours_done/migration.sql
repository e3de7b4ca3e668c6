-- The guided tours a person has finished or skipped (issue 40, item 3): each opens once per person,
-- whatever the browser (components/shell/guided-tour.tsx).
ALTER TABLE "User" ADD COLUMN     "toursDone" TEXT[] DEFAULT ARRAY[]::TEXT[];
