// The installable app and push to devices (decision 0062): what other areas use.
export { useServiceWorker } from './hooks/use-service-worker';
