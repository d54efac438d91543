CREATE TABLE "body_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"measured_on" date NOT NULL,
	"weight_kg" double precision,
	"systolic" integer,
	"diastolic" integer,
	"glucose_mg_dl" double precision,
	"glucose_timing" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_kind_check" CHECK (("body_measurements"."kind" = 'weight' and "body_measurements"."weight_kg" is not null) or ("body_measurements"."kind" = 'blood-pressure' and "body_measurements"."systolic" is not null and "body_measurements"."diastolic" is not null) or ("body_measurements"."kind" = 'blood-glucose' and "body_measurements"."glucose_mg_dl" is not null))
);
--> statement-breakpoint
CREATE TABLE "food_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"eaten_on" date NOT NULL,
	"slot" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"ingredients" jsonb NOT NULL,
	"portion" double precision NOT NULL,
	"measure" text,
	"recipe_id" text,
	"plan_day" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_log_entries_slot_check" CHECK ("food_log_entries"."slot" in ('breakfast', 'lunch', 'dinner', 'snack')),
	CONSTRAINT "food_log_entries_source_check" CHECK ("food_log_entries"."source" in ('plan', 'food', 'recipe')),
	CONSTRAINT "food_log_entries_status_check" CHECK ("food_log_entries"."status" in ('eaten', 'skipped')),
	CONSTRAINT "food_log_entries_portion_check" CHECK ("food_log_entries"."portion" > 0)
);
--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_measurements_user_kind_day_idx" ON "body_measurements" USING btree ("user_id","kind","measured_on");--> statement-breakpoint
CREATE INDEX "food_log_entries_user_day_idx" ON "food_log_entries" USING btree ("user_id","eaten_on");