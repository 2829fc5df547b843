CREATE TABLE "notification_unread" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_unread" ADD CONSTRAINT "notification_unread_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_chat_from_idx" ON "notifications" USING btree ("user_id","actor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."kind" = 'chat_message';--> statement-breakpoint
-- Written by hand: triggers keep the counts in the statement that writes notifications (notify, a
-- chat batch, the seed, marking read, a cascade from a removed account), one row a user a
-- statement, and the counts start from the notifications there are. Every trigger locks the users'
-- rows in id order, as the chat batch locks its conversations, so two statements never wait on
-- each other in a circle. Writers of an older process wait from here to the migration's commit,
-- so none is missed between the first count and the triggers.
LOCK TABLE "notifications" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "notification_unread_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_unread" ("user_id", "unread")
  SELECT "user_id", count(*)::integer FROM "inserted" WHERE NOT "is_read" GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "unread" = "notification_unread"."unread" + excluded."unread";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_unread_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_unread" ("user_id", "unread")
  SELECT "user_id", "n" FROM (
    SELECT "user_id", sum("n")::integer AS "n" FROM (
      SELECT "user_id", 1 AS "n" FROM "after" WHERE NOT "is_read"
      UNION ALL SELECT "user_id", -1 FROM "before" WHERE NOT "is_read"
    ) AS "changes" GROUP BY "user_id"
  ) AS "changed"
  -- A user without a row has none unread: a fall is no change there.
  WHERE "n" > 0 OR ("n" < 0 AND "user_id" IN (SELECT "user_id" FROM "notification_unread")) ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "unread" = greatest("notification_unread"."unread" + excluded."unread", 0);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deletes only lower counts that are there: a cascade from a removed account must not add a row
-- for the account it removes.
CREATE FUNCTION "notification_unread_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "notification_unread" WHERE "user_id" IN (SELECT "user_id" FROM "deleted" WHERE NOT "is_read") ORDER BY "user_id" FOR UPDATE;
  UPDATE "notification_unread" SET "unread" = greatest("notification_unread"."unread" - "removed"."n", 0)
  FROM (SELECT "user_id", count(*)::integer AS "n" FROM "deleted" WHERE NOT "is_read" GROUP BY "user_id") AS "removed"
  WHERE "notification_unread"."user_id" = "removed"."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_unread_inserted" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_inserted"();--> statement-breakpoint
CREATE TRIGGER "notification_unread_updated" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_updated"();--> statement-breakpoint
CREATE TRIGGER "notification_unread_deleted" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_deleted"();--> statement-breakpoint
INSERT INTO "notification_unread" ("user_id", "unread") SELECT "user_id", count(*)::integer FROM "notifications" WHERE NOT "is_read" GROUP BY "user_id";
