-- The chat search's words, under the member they belong to: each word of a message twice, once
-- under its sender's id and once under its receiver's ('12.viewing', '31.viewing'). One GIN index
-- over them answers a member's search, the last word as a prefix ('12.avail':*), from that member's
-- own words: the two GIN indexes it replaces put the member beside the words, so a prefix read the
-- posting lists of every member's matching words (a common word at 1M messages: 354 ms; these
-- read a few hundred entries). The words are those of to_tsvector('simple', …), as before.
CREATE OR REPLACE FUNCTION chat_member_words(sender integer, receiver integer, message text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(coalesce(array_agg(member::text || '.' || word), '{}'))
  FROM unnest(ARRAY[sender, receiver]) AS member,
       unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(message, '')))) AS word
$$;--> statement-breakpoint
DROP INDEX "chat_messages_sender_search_idx";--> statement-breakpoint
DROP INDEX "chat_messages_receiver_search_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_member_words_idx" ON "chat_messages" USING gin (chat_member_words("sender_id", "receiver_id", "message"));--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "search_vector";