/**
 * The only picture sizes the media route renders (issue 13 point 7): the ones the pages ask
 * for through `mediaUrl` / `mediaSrcSet`. The route serves any other `w`/`h` at the nearest of
 * these, so an arbitrary size never costs a new rendering. A page that needs a new size adds it
 * here; until then it gets the next allowed size up.
 */
export const MEDIA_SIZES = {
  /** Widths asked for without a height; the height follows the picture's own proportions. */
  widths: [
    96, // product gallery thumbnails (mf-product gallery)
    320, // CARD_IMAGE_WIDTH: viewed products, ski wizard, gift cards (mf-account, mf-product)
    480, // product gallery on phones (srcset)
    960, // product gallery
    1920, // product gallery zoomed
  ],
  /** Width × height frames the pages crop pictures to. */
  frames: [
    [64, 64], // cart lines (mf-checkout), bundle products (mf-product)
    [96, 96], // added-to-cart modal, blogger avatars, review thumbnails
    [240, 160], // buying guides on the product page
    [320, 180], // store, blog post, blogger and experience cards (mf-content)
    [320, 320], // gift campaign products (mf-content)
    [320, 400], // product cards (mf-catalog), 1x
    [640, 800], // product cards, 2x
    [379, 224], // product page banners, 1x
    [758, 447], // product page banners (catalogue §9), 2x
    [480, 192], // front page banners (5:2 srcset, mf-content)
    [800, 320],
    [1200, 480],
    [1600, 640],
    [2400, 960],
    [720, 480], // brand page promotions (mf-catalog)
    [960, 400], // store, blog post, experience and gift category pictures (mf-content)
    [960, 960], // review pictures opened (mf-product)
    [1200, 400], // campaign pages (mf-catalog)
    [1200, 630], // product share image, og:image (mf-product)
  ],
} as const satisfies {
  readonly widths: readonly number[];
  readonly frames: readonly (readonly [number, number])[];
};
