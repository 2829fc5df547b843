ALTER TABLE "profiles" ADD COLUMN "agency" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_exact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (case when location_exact then latitude else round(latitude::numeric, 3)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (case when location_exact then longitude else round(longitude::numeric, 3)::float8 end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability" varchar(20) DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "area" "polygon";--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_idx" ON "chat_messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_public_location_idx" ON "properties" USING btree ("public_latitude","public_longitude","availability","advert_type","created_at","id");--> statement-breakpoint
CREATE INDEX "reels_property_idx" ON "reels" USING btree ("property_id");