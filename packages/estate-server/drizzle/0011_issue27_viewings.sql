CREATE TABLE "viewing_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"replaces_id" integer,
	"property_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint DEFAULT 30 NOT NULL,
	"status" varchar(20) DEFAULT 'proposed' NOT NULL,
	"proposed_by" integer NOT NULL,
	"acted_by" integer NOT NULL,
	"own_time" boolean DEFAULT false NOT NULL,
	"day_reminder_at" timestamp with time zone,
	"hour_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_duration_check" CHECK ("viewings"."duration_minutes" between 15 and 240)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "viewing_id" integer;--> statement-breakpoint
ALTER TABLE "viewing_availability" ADD CONSTRAINT "viewing_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_replaces_id_viewings_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."viewings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewings_buyer_idx" ON "viewings" USING btree ("buyer_id","start_at");--> statement-breakpoint
CREATE INDEX "viewings_owner_idx" ON "viewings" USING btree ("owner_id","start_at");--> statement-breakpoint
CREATE INDEX "viewings_thread_idx" ON "viewings" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_one_open_key" ON "viewings" USING btree ("property_id","buyer_id") WHERE "viewings"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "viewings_accepted_start_idx" ON "viewings" USING btree ("start_at") WHERE "viewings"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE set null ON UPDATE no action;