-- An e-mail-change code keeps the account's session version it was asked under: a password
-- reset, a password change or logging out everywhere makes it unusable (docs/product.md#change-of-e-mail).
ALTER TABLE "user_codes" ADD COLUMN "token_version" integer;
