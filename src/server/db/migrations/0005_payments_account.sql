-- Custom SQL migration file, put your code below! --

-- The payments account: the other side of every card top-up (issue 19).
INSERT INTO "ledger_accounts" ("type") VALUES ('payments');
