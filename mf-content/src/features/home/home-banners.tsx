import { type Banner, type Language, mediaUrl } from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';
import { bannerColours, bannerLinks } from './banner-links';

/** Banner pictures are 5:2, asked for at these widths (the media route crops to the height). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 480;
const BANNER_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
/** The first banner spans the page (at most 1200 px); the others share a row on wider screens. */
const FIRST_SIZES = '(max-width: 1240px) 100vw, 1200px';
const OTHER_SIZES = '(max-width: 599px) 100vw, (max-width: 1240px) 50vw, 600px';

/** A `srcset` of the banner at each width, cropped to 5:2. */
export function bannerSrcSet(image: string): string {
  return BANNER_WIDTHS.map(
    (width) => `${mediaUrl(image, width, (width * BANNER_HEIGHT) / BANNER_WIDTH)} ${width}w`,
  ).join(', ');
}

/**
 * The image banners (platform §3 Banners) in display order. The first is the page's largest
 * picture: fetched at once and first of all; the others when scrolled near. Width and height
 * (and the 5:2 box in the styles) keep the space, so nothing moves when a picture arrives.
 */
export function HomeBanners({
  banners,
  language,
}: {
  readonly banners: readonly Banner[];
  readonly language: Language;
}) {
  const shown = banners.filter((banner) => banner.image);
  if (shown.length === 0) return null;
  return (
    <ul className="cnt-banners" data-testid="home-banners">
      {shown.map((banner, index) => (
        <HomeBanner key={banner.id} banner={banner} language={language} isFirst={index === 0} />
      ))}
    </ul>
  );
}

function HomeBanner({
  banner,
  language,
  isFirst,
}: {
  readonly banner: Banner;
  readonly language: Language;
  readonly isFirst: boolean;
}) {
  const links = bannerLinks(banner, language);
  return (
    <li
      className={isFirst ? 'cnt-banner cnt-banner-first' : 'cnt-banner'}
      style={bannerColours(banner.subText)}
      data-testid="home-banner"
    >
      <img
        src={mediaUrl(banner.image, BANNER_WIDTH, BANNER_HEIGHT)}
        srcSet={bannerSrcSet(banner.image)}
        sizes={isFirst ? FIRST_SIZES : OTHER_SIZES}
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding={isFirst ? 'sync' : 'async'}
        style={{ objectPosition: banner.cropPoint || 'center' }}
      />
      <div className="cnt-banner-text">
        <h2>{banner.heading}</h2>
        {links.length > 0 && (
          <p className="cnt-banner-buttons">
            {links.map((link) => (
              <Link
                key={`${link.href}|${link.text}`}
                to={link.href}
                className="cnt-banner-button"
                data-testid="home-banner-link"
              >
                {link.text}
              </Link>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}
