-- What the tiers and products grant now comes from the entitlement table (decision 0042); the
-- product page lists it from there. The seeded copy that repeated those promises (one of them,
-- government contracts information, granted by nothing) leaves the stored lists; lines the
-- console added stay.
UPDATE "product_tiers" SET "features" = "features" - ARRAY['The Blue Badge indicator for your charts', 'The Blue Badge trading manual', 'Tier 1 Trader rank in the members’ chat', 'Access to the tier 1 channel', 'Access to the tier 2 channel', 'Premium calls from our analysts', 'Live classes with the trading team', 'One-on-one support from staff', 'Full premium signals access', 'Government contracts information']::text[];
--> statement-breakpoint
UPDATE "products" SET "features" = "features" - ARRAY['The Blue Badge indicator for your charts', 'The Blue Badge trading manual', 'Tier 1 Trader rank in the members’ chat', 'Access to the tier 1 channel', 'Access to the tier 2 channel', 'Premium calls from our analysts', 'Live classes with the trading team', 'One-on-one support from staff', 'Full premium signals access', 'Government contracts information']::text[] WHERE "key" = 'badge';
--> statement-breakpoint
UPDATE "products" SET "features" = "features" - 'Premium Trader role in the members’ chat' WHERE "key" = 'indicator';
--> statement-breakpoint
UPDATE "products" SET "features" = "features" - ARRAY['7 days of access to the premium signals room', 'Access to the premium trading room in the chat']::text[] WHERE "key" = 'signals';
--> statement-breakpoint
UPDATE "faqs" SET "description" = 'Tier 1 ($7.99): the Tier 1 Trader rank; the Blue Badge indicator for your charts (no need to buy it apart); the Blue Badge trading manual; access to the tier 1 channel. Tier 2 ($12.99) adds: access to the tier 2 channel, where our analysts post premium calls; live classes with the trading team. Tier 3 ($14.99) adds: one-on-one support from staff, with your tickets answered first; full premium signals access, for as long as you hold tier 3.' WHERE "description" = 'Tier 1 ($7.99) includes the indicator, the trading manual, the Tier 1 Trader rank and the tier 1 channel. Tier 2 ($12.99) adds the tier 2 channel, premium calls and live classes. Tier 3 ($14.99) adds one-on-one staff support, full premium signals and government contracts information.';
