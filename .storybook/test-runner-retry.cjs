// In CI a story that fails is run once more, with its first error logged: stories of behaviour
// share two busy cores with a real server. A story that fails twice fails the run.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
