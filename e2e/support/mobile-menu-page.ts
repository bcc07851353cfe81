import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A point on the page, in CSS pixels from the viewport's top-left corner. */
interface Point {
  readonly x: number;
  readonly y: number;
}

/** The shell's mobile menu (platform §2, `/menu/`). */
export class MobileMenuPage {
  constructor(readonly page: Page) {}

  root = () => this.page.getByTestId('mobile-menu');
  title = () => this.page.getByTestId('mobile-menu-title');
  sections = () => this.page.getByTestId('mobile-menu-section');
  section = (id: string) =>
    this.page.locator(`[data-testid="mobile-menu-section"][data-section="${id}"]`);
  entries = () => this.root().getByTestId('mobile-menu-entry');
  /** The labels of the current level's rows, without the drill-down chevrons. */
  entryLabels = () => this.root().getByTestId('mobile-menu-entry-label');
  entry = (id: string) =>
    this.root().locator(`[data-testid="mobile-menu-entry"][data-entry="${id}"]`);
  backButton = () => this.root().getByTestId('mobile-menu-back');
  closeButton = () => this.root().getByTestId('mobile-menu-close');
  localeButton = () => this.root().getByTestId('mobile-menu-locale');

  /** Opens the menu at `path` and waits until it has slid in. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.root()).toHaveAttribute('data-phase', 'open');
  }

  async expectLevel(kind: 'top' | 'group' | 'subgroup'): Promise<void> {
    await expect(this.root()).toHaveAttribute('data-level', kind);
  }

  /** The `data-section` ids of the top menu's sections, in page order. */
  sectionIds(): Promise<string[]> {
    return this.sections().evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-section') ?? ''),
    );
  }

  /** The row labels of a top-menu section, without the drill-down chevrons. */
  sectionLabels = (id: string) => this.section(id).getByTestId('mobile-menu-entry-label');

  /** Swipes right across the middle of the menu with the mouse (pointer events). */
  async swipeRightWithMouse(): Promise<void> {
    const { start, end } = await this.swipeLine();
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Swipes right with a finger: touch input through the DevTools protocol. */
  async swipeRightWithTouch(): Promise<void> {
    const { start, end } = await this.swipeLine();
    const session = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [start]);
    for (let step = 1; step <= 8; step += 1) {
      const x = start.x + ((end.x - start.x) * step) / 8;
      await touch('touchMove', [{ x, y: start.y + step }]);
    }
    await touch('touchEnd', []);
    await session.detach();
  }

  /** From the left third to the right third at the height of the second row. */
  private async swipeLine(): Promise<{ start: Point; end: Point }> {
    const box = await this.entries().nth(1).boundingBox();
    if (!box) throw new Error('The menu has no rows to swipe across');
    const y = box.y + box.height / 2;
    return { start: { x: box.x + 40, y }, end: { x: box.x + box.width - 60, y: y + 12 } };
  }
}
