import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Announcements, Channel } from '../db/announcements';
import { keptAnswers } from './kept-answers';

/** Announcements the test makes itself. */
function fakeAnnouncements() {
  const events = new EventEmitter();
  let hearing = true;
  const announcements: Announcements = {
    isHearing: () => hearing,
    on(channel, listener) {
      events.on(channel, listener);
      return () => events.off(channel, listener);
    },
    close: () => Promise.resolve(),
  };
  return {
    announcements,
    announce: (channel: Channel, businessId: string | null) => events.emit(channel, businessId),
    setHearing: (value: boolean) => {
      hearing = value;
    },
  };
}

/** The count an answer was made from, read back from its JSON. */
const countOf = (answer: { json: Uint8Array }) =>
  (JSON.parse(new TextDecoder().decode(answer.json)) as { n: number }).n;

/** A loader that counts its calls and answers that count. */
function counter(changesAtMs = Infinity) {
  let calls = 0;
  return {
    load: () => Promise.resolve({ value: { n: ++calls }, changesAtMs }),
    calls: () => calls,
  };
}

describe('kept answers', () => {
  it('answers from what it kept until the business is announced, then reads again', async () => {
    const { announcements, announce } = fakeAnnouncements();
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 10,
    });
    const a = counter();
    const b = counter();
    expect(countOf(await answers.read('a', 'page', a.load))).toBe(1);
    expect(countOf(await answers.read('a', 'page', a.load))).toBe(1);
    await answers.read('b', 'page', b.load);
    announce('public_page_changed', 'a');
    expect(countOf(await answers.read('a', 'page', a.load))).toBe(2);
    // another business's announcement leaves b kept; a channel not listened to changes nothing
    announce('availability_changed', 'b');
    expect(countOf(await answers.read('b', 'page', b.load))).toBe(1);
    // null: anything may have changed
    announce('public_page_changed', null);
    expect(countOf(await answers.read('b', 'page', b.load))).toBe(2);
  });

  it('sends but does not keep an answer read while a change was announced', async () => {
    const { announcements, announce } = fakeAnnouncements();
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 10,
    });
    let calls = 0;
    const slow = () => {
      calls++;
      // the change lands while this read is on its way
      if (calls === 1) announce('public_page_changed', 'a');
      return Promise.resolve({ value: { n: calls }, changesAtMs: Infinity });
    };
    expect(countOf(await answers.read('a', 'page', slow))).toBe(1);
    expect(countOf(await answers.read('a', 'page', slow))).toBe(2);
    expect(countOf(await answers.read('a', 'page', slow))).toBe(2);
  });

  it("keeps an answer read while another business's change was heard", async () => {
    const { announcements, announce } = fakeAnnouncements();
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 10,
    });
    let calls = 0;
    const meanwhile = (businessId: string | null) => () => {
      calls++;
      if (calls === 1) announce('public_page_changed', businessId);
      return Promise.resolve({ value: { n: calls }, changesAtMs: Infinity });
    };
    const other = meanwhile('b');
    expect(countOf(await answers.read('a', 'page', other))).toBe(1);
    expect(countOf(await answers.read('a', 'page', other))).toBe(1);
    // everything announced meanwhile (null): not kept
    calls = 0;
    const everything = meanwhile(null);
    expect(countOf(await answers.read('c', 'page', everything))).toBe(1);
    expect(countOf(await answers.read('c', 'page', everything))).toBe(2);
  });

  it('keeps nothing while announcements may be missed', async () => {
    const { announcements, setHearing } = fakeAnnouncements();
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 10,
    });
    const a = counter();
    setHearing(false);
    await answers.read('a', 'page', a.load);
    await answers.read('a', 'page', a.load);
    expect(a.calls()).toBe(2);
    setHearing(true);
    await answers.read('a', 'page', a.load);
    await answers.read('a', 'page', a.load);
    expect(a.calls()).toBe(3);
  });

  it('reads again once the answer changes by itself, and after a minute at most', async () => {
    const { announcements } = fakeAnnouncements();
    let now = Date.parse('2026-11-25T08:00:00Z');
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 10,
      clock: () => new Date(now),
    });
    const soon = counter(now + 5_000);
    await answers.read('a', 'page', soon.load);
    now += 4_999;
    await answers.read('a', 'page', soon.load);
    expect(soon.calls()).toBe(1);
    now += 1;
    await answers.read('a', 'page', soon.load);
    expect(soon.calls()).toBe(2);
    const never = counter();
    await answers.read('b', 'page', never.load);
    now += 59_999;
    await answers.read('b', 'page', never.load);
    expect(never.calls()).toBe(1);
    now += 1;
    await answers.read('b', 'page', never.load);
    expect(never.calls()).toBe(2);
  });

  it('drops the least recently read business past its limit', async () => {
    const { announcements } = fakeAnnouncements();
    const answers = keptAnswers<{ n: number }>(announcements, ['public_page_changed'], {
      maxKept: 3,
    });
    const loaders = { a: counter(), b: counter(), c: counter(), d: counter() };
    await answers.read('a', '1', loaders.a.load);
    await answers.read('b', '1', loaders.b.load);
    await answers.read('c', '1', loaders.c.load);
    // a read again: b is now the oldest
    await answers.read('a', '1', loaders.a.load);
    await answers.read('d', '1', loaders.d.load);
    await answers.read('a', '1', loaders.a.load);
    await answers.read('b', '1', loaders.b.load);
    expect(loaders.a.calls()).toBe(1);
    expect(loaders.b.calls()).toBe(2);
  });
});
