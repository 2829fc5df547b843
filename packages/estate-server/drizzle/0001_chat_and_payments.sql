CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"message" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"reference" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'KES' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"email" varchar(254) NOT NULL,
	"order_data" text DEFAULT '{}' NOT NULL,
	"authorization_url" text,
	"access_code" varchar(100),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"amount_kes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"requires_license" boolean DEFAULT false NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "conversations_low_idx" ON "conversations" USING btree ("user_low","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "plans" ("code", "name", "price_usd", "amount_kes", "description", "popular", "requires_license", "features", "position") VALUES
  ('seller', 'Seller', 10.00, 1300, 'List your own properties and reach buyers across the country.', false, false,
   ARRAY['Post unlimited property listings', 'Upload property clips', 'Seller badge on your profile', 'Chat with buyers and agents', 'Listing views and likes', 'Email support'], 1),
  ('agent', 'Agent', 25.00, 3250, 'For licensed agents who manage listings for their clients.', true, true,
   ARRAY['Everything in Seller', 'Verified Agent badge', 'Listed in the agents directory', 'Appear in agent search', 'Priority placement in chats', 'Priority support'], 2),
  ('top_agent', 'Top Agent', 50.00, 6500, 'For leading agencies that want the most visibility.', false, true,
   ARRAY['Everything in Agent', 'Verified Top Agent badge', 'Top of the agents directory', 'Featured in the top agents list', 'Highlighted listings', 'Dedicated account support'], 3)
ON CONFLICT ("code") DO NOTHING;
