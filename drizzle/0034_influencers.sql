CREATE TABLE "influencer_referrals" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"influencer_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "influencer_referrals" ADD CONSTRAINT "influencer_referrals_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "influencer_referrals_client_idx" ON "influencer_referrals" USING btree ("client_key","created_at");