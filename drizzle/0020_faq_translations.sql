CREATE TABLE "faq_translations" (
	"faq_id" integer NOT NULL,
	"locale" text NOT NULL,
	"topic" text,
	"question" text,
	"answer_html" text,
	CONSTRAINT "faq_translations_faq_id_locale_pk" PRIMARY KEY("faq_id","locale")
);
--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;