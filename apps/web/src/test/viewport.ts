/**
 * IntersectionObserver for the web tests. happy-dom's never reports anything, and it lays nothing
 * out: `EverythingInView` says every observed element is in view, as on a page short enough to
 * fit the screen; `Viewport` lets a test say which elements have been scrolled to.
 */
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const entryOf = (target: Element, isIntersecting: boolean): IntersectionObserverEntry => {
  const box = target.getBoundingClientRect();
  return {
    target,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: box,
    intersectionRect: box,
    rootBounds: null,
    time: performance.now(),
  };
};

abstract class TestObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  protected readonly targets = new Set<Element>();

  constructor(
    protected readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Every element is in view from the moment it is observed (reported after, as browsers do). */
export class EverythingInView extends TestObserver {
  override observe(target: Element): void {
    super.observe(target);
    queueMicrotask(() => {
      if (this.targets.has(target)) this.callback([entryOf(target, true)], this);
    });
  }
}

/** Nothing is in view until the test scrolls to it with `Viewport.scrollTo`. */
export class Viewport extends TestObserver {
  private static readonly live = new Set<Viewport>();

  constructor(callback: Callback, options?: IntersectionObserverInit) {
    super(callback, options);
    Viewport.live.add(this);
  }

  override disconnect(): void {
    super.disconnect();
    Viewport.live.delete(this);
  }

  /** Brings `target` into view: every observer watching it is told. */
  static scrollTo(target: Element): void {
    for (const observer of Viewport.live) {
      if (observer.targets.has(target)) observer.callback([entryOf(target, true)], observer);
    }
  }
}
