// Imported first by the local cloud's entry points: the AWS SDKs' notices about Node versions and SDK v2 (used inside
// cognito-local) say nothing about Plume and would bury the one line `npm start` prints.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
export {};
