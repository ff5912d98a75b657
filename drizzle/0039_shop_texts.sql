CREATE TABLE "shop_texts" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "shop_texts_key_locale_pk" PRIMARY KEY("key","locale")
);
