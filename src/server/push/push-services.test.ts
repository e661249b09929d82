import { describe, expect, it } from 'vitest';
import { pushServiceOf } from './push-services';

describe('which push services an endpoint may point at', () => {
  it("takes the endpoints the browsers' push services hand out", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com/wp/dGVzdA',
      'https://android.googleapis.com/gcm/send/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://web.push.apple.com/QGz1BMpYh',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.GoogleAPIs.com:443/fcm/send/x',
    ]) {
      expect(pushServiceOf(endpoint, []), endpoint).toBe('browser');
    }
  });

  it('refuses any other host, scheme, port or credentials, and look-alike names', () => {
    for (const endpoint of [
      'https://push.example.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://notfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://evilnotify.windows.com/x',
      'https://apple.com/.push.apple.com',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'not a url',
    ]) {
      expect(pushServiceOf(endpoint, []), endpoint).toBeNull();
    }
  });

  it("takes the operator's own origins exactly: scheme, host and port", () => {
    const origins = ['http://127.0.0.1:9000'];
    expect(pushServiceOf('http://127.0.0.1:9000/push/a', origins)).toBe('operator');
    expect(pushServiceOf('http://127.0.0.1:9001/push/a', origins)).toBeNull();
    expect(pushServiceOf('https://127.0.0.1:9000/push/a', origins)).toBeNull();
    expect(pushServiceOf('http://localhost:9000/push/a', origins)).toBeNull();
    expect(pushServiceOf('http://user@127.0.0.1:9000/push/a', origins)).toBeNull();
  });
});
