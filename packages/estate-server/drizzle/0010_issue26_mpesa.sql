ALTER TABLE "payments" ADD COLUMN "channel" varchar(20) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;