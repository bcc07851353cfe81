import { MAIN_ONLINE_STORE_ID } from '@shop/shared-contracts';

/**
 * Catalogue §9: the central online store and main warehouse. Its stock is the web quantity
 * that product pages show and an online order takes; it is also the store of a complaint's
 * sales channel 'S', hence the contracts' constant.
 */
export const WEB_STORE_ID = MAIN_ONLINE_STORE_ID;
