-- Module names in the viewer's language (issue 40): modules placed through onboarding, the project
-- wizard or the grid's catalog stored their kind's title as their name, in the language of whoever
-- placed them, so everyone else read it untranslated. A name equal to its kind's catalog title (as
-- the catalog stores it, or in English or Spanish) was never typed: it is cleared, and the title
-- shows in each viewer's language. Names people typed are kept.
CREATE TEMPORARY TABLE "_catalog_titles" ("tag" text NOT NULL, "title" text NOT NULL);
INSERT INTO "_catalog_titles" ("tag", "title") VALUES
  ('TaskManagement', 'Task management'),
  ('TaskManagement', 'Gestión de tareas'),
  ('TimeTracker', 'Time tracking'),
  ('TimeTracker', 'Control de tiempo'),
  ('AICalendar', 'AI calendar'),
  ('AICalendar', 'Calendario con IA'),
  ('OnlineChat', 'Online chat'),
  ('OnlineChat', 'Chat en línea'),
  ('FormBuilder', 'Form builder'),
  ('FormBuilder', 'Creador de formularios'),
  ('WorkflowAutomation', 'Workflow automation'),
  ('WorkflowAutomation', 'Automatización de flujos'),
  ('MeetingRoom', 'Meeting room'),
  ('MeetingRoom', 'Sala de reuniones'),
  ('Notification', 'Notification'),
  ('Notification', 'Notificaciones'),
  ('FileManagement', 'File management'),
  ('FileManagement', 'Gestión de archivos'),
  ('DatabaseGenerator', 'Database generator'),
  ('DatabaseGenerator', 'Generador de bases de datos'),
  ('DataVisualization', 'Data visualization'),
  ('DataVisualization', 'Visualización de datos'),
  ('ContentHub', 'Content hub'),
  ('ContentHub', 'Centro de contenidos'),
  ('ChartGenerator', 'Chart generator'),
  ('ChartGenerator', 'Generador de gráficos'),
  ('CRM', 'CRM'),
  ('CRM', 'CRM'),
  ('DataTable', 'Data table'),
  ('DataTable', 'Tabla de datos'),
  ('QuizSurvey', 'Quiz and survey generator'),
  ('QuizSurvey', 'Generador de cuestionarios y encuestas');
INSERT INTO "_catalog_titles" ("tag", "title") SELECT "tag", "title" FROM "ModuleDefinition";

UPDATE "ProjectModule" pm
   SET "name" = NULL
 WHERE EXISTS (SELECT 1 FROM "_catalog_titles" t WHERE t."tag" = pm."tag" AND t."title" = pm."name");

UPDATE "WorkspaceModule" wm
   SET "name" = NULL
 WHERE EXISTS (SELECT 1 FROM "_catalog_titles" t WHERE t."tag" = wm."tag" AND t."title" = wm."name");

DROP TABLE "_catalog_titles";
