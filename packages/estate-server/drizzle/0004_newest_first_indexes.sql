DROP INDEX "chat_messages_conversation_idx";--> statement-breakpoint
DROP INDEX "clip_comments_reel_idx";--> statement-breakpoint
DROP INDEX "conversations_low_idx";--> statement-breakpoint
DROP INDEX "conversations_high_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "payments_user_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_user_idx";--> statement-breakpoint
DROP INDEX "properties_type_idx";--> statement-breakpoint
DROP INDEX "properties_advert_idx";--> statement-breakpoint
DROP INDEX "properties_status_idx";--> statement-breakpoint
DROP INDEX "properties_country_idx";--> statement-breakpoint
DROP INDEX "property_comments_property_idx";--> statement-breakpoint
DROP INDEX "property_likes_user_idx";--> statement-breakpoint
DROP INDEX "reels_created_idx";--> statement-breakpoint
DROP INDEX "reels_user_idx";--> statement-breakpoint
CREATE INDEX "properties_country_advert_idx" ON "properties" USING btree ("country","advert_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_country_type_idx" ON "properties" USING btree ("country","property_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_country_advert_type_idx" ON "properties" USING btree ("country","advert_type","property_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clip_comments_reel_idx" ON "clip_comments" USING btree ("reel_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_low_idx" ON "conversations" USING btree ("user_low","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_advert_idx" ON "properties" USING btree ("advert_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("property_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_country_idx" ON "properties" USING btree ("country","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_comments_property_idx" ON "property_comments" USING btree ("property_id","parent_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_likes_user_idx" ON "property_likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reels_created_idx" ON "reels" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reels_user_idx" ON "reels" USING btree ("user_id","created_at" DESC NULLS FIRST);