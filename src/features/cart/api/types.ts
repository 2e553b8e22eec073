import type { components } from '@/shared/api/schema.gen';

type Schemas = components['schemas'];
export type Cart = Schemas['Cart'];
export type CartExcursionItem = Schemas['CartExcursionItem'];
export type CartTourItem = Schemas['CartTourItem'];
export type CartRoomItem = Schemas['CartRoomItem'];
export type TouristLine = Schemas['TouristLine'];
export type CartEventRequest = Schemas['CartEventRequest'];
export type CartRoomRequest = Schemas['CartRoomRequest'];
export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type Order = Schemas['Order'];
