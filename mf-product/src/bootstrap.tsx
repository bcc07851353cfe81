import { mountStandalone } from '@shop/shared-contracts/standalone';
import { exposedModules } from './expose/exposed-modules';

void mountStandalone('mf-product', exposedModules);
