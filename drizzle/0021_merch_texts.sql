CREATE TABLE "merch_texts" (
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "merch_texts_locale_source_pk" PRIMARY KEY("locale","source")
);
