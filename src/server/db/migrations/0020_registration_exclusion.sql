-- Custom SQL migration file, put your code below! --
-- One car, one place (PRODUCT.md, "The pass after a refund"): a driver's open reservations of
-- one registration never overlap, whether they name the driver's automobile or a visitor's
-- plate that is one of the driver's cars. Two bookings racing both pass the code's checks;
-- this constraint lets one in and refuses the other (23P01, answered 409).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_registration_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, "automobile_registration" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&)
  WHERE ("status" IN ('scheduled', 'active'));
