/* Loaded into the service worker (importScripts): shows the owner's booking notifications. */
self.addEventListener('push', (event) => {
  let message = { title: 'Miadi', body: '', url: '/app/bookings', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // a push without a JSON body still tells the owner something happened
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only paths on this site: a payload can never send the owner elsewhere
  const target = new URL(event.notification.data?.url || '/app/bookings', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
