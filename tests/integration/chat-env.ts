// Imported first by chat test files that run in offline mode: a known affiliate tag and a small quota.
process.env.AMAZON_ASSOCIATE_TAG = "helpfulhand-20";
process.env.CAMPAIGN_DAILY_QUOTA = "3";
