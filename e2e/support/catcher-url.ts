/** Where the runner's catcher answers over HTTP (playwright.config.ts hands the port to the workers). */
export const catcherUrl = () => `http://127.0.0.1:${process.env.DATADECK_E2E_MAIL_HTTP_PORT}`;
