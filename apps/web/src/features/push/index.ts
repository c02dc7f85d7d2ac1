// The installable app and push to devices (decision 0062): what other areas use.
export { PushDevices } from './components/push-devices';
export { useServiceWorker } from './hooks/use-service-worker';
export { NotificationSettingsForm } from './components/notification-settings-form';
export { PUSH_COPY } from './copy';
