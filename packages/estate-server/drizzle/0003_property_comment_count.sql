ALTER TABLE "properties" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: the count starts from the comments there are, and triggers keep it in the
-- statement that adds or removes comments (a comment, a reply, a cascade from a removed account),
-- one update a property a statement.
UPDATE "properties" SET "comment_count" = "counted"."n" FROM (SELECT "property_id", count(*)::integer AS "n" FROM "property_comments" GROUP BY "property_id") AS "counted" WHERE "properties"."id" = "counted"."property_id";--> statement-breakpoint
CREATE FUNCTION "property_comments_counted_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "comment_count" = "properties"."comment_count" + "added"."n"
  FROM (SELECT "property_id", count(*)::integer AS "n" FROM "inserted" GROUP BY "property_id") AS "added"
  WHERE "properties"."id" = "added"."property_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "property_comments_counted_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "comment_count" = greatest("properties"."comment_count" - "removed"."n", 0)
  FROM (SELECT "property_id", count(*)::integer AS "n" FROM "deleted" GROUP BY "property_id") AS "removed"
  WHERE "properties"."id" = "removed"."property_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "property_comments_counted_insert" AFTER INSERT ON "property_comments" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "property_comments_counted_insert"();--> statement-breakpoint
CREATE TRIGGER "property_comments_counted_delete" AFTER DELETE ON "property_comments" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "property_comments_counted_delete"();
