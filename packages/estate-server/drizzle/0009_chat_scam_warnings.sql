ALTER TABLE "chat_messages" ADD COLUMN "warning_kind" varchar(20);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "warning_reason" varchar(30);