CREATE TABLE "video_translations" (
	"video_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"description" text,
	CONSTRAINT "video_translations_video_id_locale_pk" PRIMARY KEY("video_id","locale")
);
--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;