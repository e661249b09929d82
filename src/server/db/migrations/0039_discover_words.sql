CREATE TABLE "discover_word_variants" (
	"variant" text COLLATE "C" NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	CONSTRAINT "discover_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE TABLE "discover_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL,
	"df" integer DEFAULT 0 NOT NULL,
	"typo_df" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "businesses_discover_text_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_discover_words_idx" ON "businesses" USING gin ("search_vector") WHERE "businesses"."is_active" AND "businesses"."latitude" IS NOT NULL;--> statement-breakpoint
-- Discover's words (docs/decisions/0078). The fold is search-text.ts's foldSearchText: accents and
-- apostrophes dropped, lower case, anything else between words a space.
CREATE FUNCTION discover_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(regexp_replace(normalize(coalesce(input, ''), NFD),
    '[\u0300-\u036f''’`ʼ]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
-- a category's words in both languages (the categories catalogues; a test holds them equal)
CREATE FUNCTION discover_category_text(categories text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE category
    WHEN 'Beauty & Spa' THEN 'Beauty & Spa Urembo na Spa'
    WHEN 'Healthcare' THEN 'Healthcare Afya'
    WHEN 'Restaurant' THEN 'Restaurant Mikahawa'
    WHEN 'Fitness' THEN 'Fitness Mazoezi'
    WHEN 'Education' THEN 'Education Elimu'
    WHEN 'Automotive' THEN 'Automotive Magari'
    WHEN 'Entertainment' THEN 'Entertainment Burudani'
    WHEN 'Professional Services' THEN 'Professional Services Huduma za Kitaalamu'
    WHEN 'Retail' THEN 'Retail Maduka'
    WHEN 'Home Services' THEN 'Home Services Huduma za Nyumbani'
    WHEN 'Technology' THEN 'Technology Teknolojia'
    WHEN 'Transport' THEN 'Transport Usafiri'
  END, ' '), '') FROM unnest(categories) AS category
$$;--> statement-breakpoint
-- the document: A the name, B the active services, C the categories and the location, D the description
CREATE FUNCTION discover_document(name text, services text, categories text[], city text,
  address text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', discover_fold(name)), 'A')
    || setweight(to_tsvector('simple', discover_fold(services)), 'B')
    || setweight(to_tsvector('simple', discover_fold(concat_ws(' ', discover_category_text(categories), city, address))), 'C')
    || setweight(to_tsvector('simple', discover_fold(description)), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := business_search_text(NEW.id, NEW.name, NEW.description, NEW.city, NEW.address);
  NEW.search_vector := discover_document(NEW.name,
    (SELECT string_agg(s.name, ' ' ORDER BY s.name) FROM services s WHERE s.business_id = NEW.id AND s.is_active),
    NEW.categories, NEW.city, NEW.address, NEW.description);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER businesses_search_text ON businesses;--> statement-breakpoint
CREATE TRIGGER businesses_search_text BEFORE INSERT OR UPDATE OF name, description, city, address, categories, search_text
  ON businesses FOR EACH ROW EXECUTE FUNCTION businesses_set_search_text();--> statement-breakpoint
-- a word's deletion variants, as typo-rule.ts's wordVariants makes them (a test holds them equal):
-- of its first 7 letters, one deep from 4 letters, two from 7
CREATE FUNCTION discover_word_variants_of(word text) RETURNS SETOF text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE ROWS 29 AS $$
DECLARE
  start text := left(word, 7);
  found text[] := ARRAY[left(word, 7)];
  one_deep text[] := '{}';
  shorter text;
  deleted text;
BEGIN
  IF length(word) >= 4 THEN
    FOR i IN 1..length(start) LOOP
      deleted := overlay(start PLACING '' FROM i FOR 1);
      IF NOT deleted = ANY(found) THEN
        found := found || deleted;
        one_deep := one_deep || deleted;
      END IF;
    END LOOP;
  END IF;
  IF length(word) >= 7 THEN
    FOREACH shorter IN ARRAY one_deep LOOP
      FOR i IN 1..length(shorter) LOOP
        deleted := overlay(shorter PLACING '' FROM i FOR 1);
        IF NOT deleted = ANY(found) THEN
          found := found || deleted;
        END IF;
      END LOOP;
    END LOOP;
  END IF;
  RETURN QUERY SELECT unnest(found);
END $$;--> statement-breakpoint
-- adds each word's count changes (given in word order, so concurrent writers lock alike), and the
-- variants of the words new to the dictionary
CREATE FUNCTION discover_count_words(words text[], df_changes int[], typo_df_changes int[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_words text[];
BEGIN
  WITH counted AS (
    INSERT INTO discover_words AS w (word, df, typo_df)
    SELECT * FROM unnest(words, df_changes, typo_df_changes)
    ON CONFLICT (word) DO UPDATE SET df = w.df + excluded.df, typo_df = w.typo_df + excluded.typo_df
    RETURNING w.word, xmax = 0 AS is_new
  )
  SELECT array_agg(word) INTO new_words FROM counted WHERE is_new;
  IF new_words IS NOT NULL THEN
    INSERT INTO discover_word_variants (variant, word)
    SELECT variant, new_word FROM unnest(new_words) AS new_word,
      discover_word_variants_of(new_word) AS variant
    ON CONFLICT DO NOTHING;
  END IF;
END $$;--> statement-breakpoint
-- a listed business's words counted in the dictionary: what it held before out, what it holds now in
CREATE FUNCTION businesses_count_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before tsvector := '';
  after tsvector := '';
  words text[];
  df_changes int[];
  typo_df_changes int[];
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_active AND OLD.latitude IS NOT NULL THEN
    before := OLD.search_vector;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_active AND NEW.latitude IS NOT NULL THEN
    after := NEW.search_vector;
  END IF;
  IF before = after THEN
    RETURN NULL;
  END IF;
  -- a word only in a description is not one a typo may reach
  SELECT array_agg(word ORDER BY word), array_agg(df ORDER BY word), array_agg(typo_df ORDER BY word)
  INTO words, df_changes, typo_df_changes
  FROM (
    SELECT lexeme AS word, sum(sign)::int AS df,
      sum(CASE WHEN weights <@ ARRAY['D'] THEN 0 ELSE sign END)::int AS typo_df
    FROM (SELECT lexeme, weights, -1 AS sign FROM unnest(before)
      UNION ALL SELECT lexeme, weights, 1 FROM unnest(after)) AS held
    GROUP BY lexeme
  ) AS changes
  WHERE df <> 0 OR typo_df <> 0;
  IF words IS NOT NULL THEN
    PERFORM discover_count_words(words, df_changes, typo_df_changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_count_words AFTER INSERT OR DELETE
  OR UPDATE OF name, description, city, address, categories, search_text, search_vector, is_active, latitude
  ON businesses FOR EACH ROW EXECUTE FUNCTION businesses_count_words();--> statement-breakpoint
UPDATE "businesses" SET "search_text" = '';
