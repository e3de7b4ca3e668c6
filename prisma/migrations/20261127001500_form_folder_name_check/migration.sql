-- The folder name's CHECK compared nameKey with PostgreSQL's lower(), whose result depends on the
-- database's locale (under LC_CTYPE=C it lowers ASCII only), while the app writes JavaScript's
-- toLowerCase(): a name like 'Événements' would be refused on such a server. The app alone derives
-- nameKey; the CHECK keeps the lengths.
ALTER TABLE "FormFolder" DROP CONSTRAINT "FormFolder_name",
  ADD CONSTRAINT "FormFolder_name" CHECK (char_length("name") BETWEEN 1 AND 60 AND char_length("nameKey") >= 1);
