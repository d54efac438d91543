CREATE TABLE "user_email_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"health_tips" boolean DEFAULT false NOT NULL,
	"weekly_summary" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_email_runs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_email_runs_user_id_kind_week_start_pk" PRIMARY KEY("user_id","kind","week_start")
);
--> statement-breakpoint
ALTER TABLE "user_email_settings" ADD CONSTRAINT "user_email_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_email_runs" ADD CONSTRAINT "weekly_email_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;