CREATE TABLE "mail_recipients" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"third_last" timestamp (3) with time zone,
	"second_last" timestamp (3) with time zone,
	"last" timestamp (3) with time zone NOT NULL,
	"last_inquiry_id" uuid NOT NULL
);
