import { create } from 'zustand';
import type { CartSocketStatus } from '@/lib/cart/cart-socket-status';

interface CartSocketState {
  /** initial | connecting | open | closed | error (lib/cart/cart-socket-status.ts computes it). */
  status: CartSocketStatus;
  setStatus(status: CartSocketStatus): void;
}

/** The live cart notices' websocket status; lib/cart/cart-socket.ts writes it, components read it. */
export const useCartSocketStore = create<CartSocketState>()((set) => ({
  status: 'initial',
  setStatus: (status) => set({ status }),
}));
