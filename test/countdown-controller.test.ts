import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CountdownController } from '../src/controllers/countdown-controller.js';
import { ManualClock } from './harness.js';

class Host implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

function setup(ms: number) {
  const clock = new ManualClock();
  const host = new Host();
  let expired = 0;
  const countdown = new CountdownController(host, { clock, onExpire: () => expired++ });
  countdown.start(ms);
  return { clock, host, countdown, expired: () => expired };
}

describe('CountdownController', () => {
  it('counts down from a deadline and expires exactly once', () => {
    const { clock, countdown, expired } = setup(5_000);
    expect(countdown.remaining).to.equal(5_000);
    clock.advance(2_000);
    expect(countdown.remaining).to.equal(3_000);
    clock.advance(10_000);
    expect(countdown.remaining).to.equal(0);
    expect(expired()).to.equal(1);
    expect(countdown.running).to.equal(false);
    expect(clock.timers.size).to.equal(0);
  });

  it('ticks on whole seconds, not more often', () => {
    const { clock, host } = setup(3_500);
    const before = host.updates;
    clock.advance(3_000);
    expect(host.updates - before).to.equal(3);
  });

  it('does not drift when the tab sleeps: time left comes from the deadline', () => {
    const { clock, countdown, expired } = setup(60_000);
    clock.sleep(45_000);
    clock.fireNext();
    expect(countdown.remaining).to.equal(15_000);
    clock.sleep(20_000);
    clock.fireNext();
    expect(expired()).to.equal(1);
  });

  it('announces each threshold once, as it is crossed', () => {
    const { clock, countdown } = setup(120_000);
    expect(countdown.announced).to.equal(undefined);
    clock.advance(60_000);
    expect(countdown.announced).to.equal(60_000);
    clock.advance(29_000);
    expect(countdown.announced).to.equal(60_000);
    clock.advance(1_000);
    expect(countdown.announced).to.equal(30_000);
    clock.advance(20_000);
    expect(countdown.announced).to.equal(10_000);
  });

  it('announces only the latest threshold after sleeping past several', () => {
    const { clock, countdown } = setup(120_000);
    clock.sleep(112_000);
    clock.fireNext();
    expect(countdown.announced).to.equal(10_000);
  });

  it('does not announce a threshold longer than the timeout itself', () => {
    const { clock, countdown } = setup(45_000);
    clock.advance(15_000);
    expect(countdown.announced).to.equal(30_000);
  });

  it('extends the deadline by the original length', () => {
    const { clock, countdown, expired } = setup(30_000);
    clock.advance(25_000);
    countdown.extend();
    expect(countdown.remaining).to.equal(35_000);
    expect(countdown.extensions).to.equal(1);
    clock.advance(34_000);
    expect(expired()).to.equal(0);
    clock.advance(1_000);
    expect(expired()).to.equal(1);
  });

  it('keeps no timer while its host is disconnected, and resumes on reconnect', () => {
    const { clock, host, countdown, expired } = setup(10_000);
    host.controllers.forEach((c) => c.hostDisconnected?.());
    expect(clock.timers.size).to.equal(0);
    clock.sleep(4_000);
    host.controllers.forEach((c) => c.hostConnected?.());
    expect(countdown.remaining).to.equal(6_000);
    clock.advance(6_000);
    expect(expired()).to.equal(1);
  });

  it('leaves no timer behind when stopped', () => {
    const { clock, countdown, expired } = setup(10_000);
    countdown.stop();
    expect(clock.timers.size).to.equal(0);
    clock.advance(20_000);
    expect(expired()).to.equal(0);
  });
});
