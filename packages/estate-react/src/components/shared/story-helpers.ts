/**
 * Helpers for the stories only (not exported from the package): the frame a story renders in,
 * images built in the browser for the file inputs, and an initiated payment shaped as the server
 * answers it. Signing in against the real API is `asUser` (storybook/session.tsx).
 */
import type { Args, Decorator } from '@storybook/react-vite';
import type { PaymentData } from '@estate/sdk';
import { createElement, type CSSProperties } from 'react';
import { plans, properties } from '../../storybook/fixtures.js';

/** A style for the frame, with the CSS variables a component reads (`'--est-chat-height': '36rem'`). */
export type FrameStyle = CSSProperties & { [variable: `--${string}`]: string };

/** A decorator that renders the story inside a `<div>` of this style: a width, a height, a variable. */
export function framed(style: FrameStyle, className?: string): Decorator<Args> {
  return (Story) => createElement('div', { style, className }, createElement(Story));
}

/** A small PNG drawn on a canvas, as a File a user would pick. */
export async function canvasPng(name: string, hue = 168): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 320, 200);
  gradient.addColorStop(0, `hsl(${hue} 70% 45%)`);
  gradient.addColorStop(1, `hsl(${(hue + 60) % 360} 70% 30%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 320, 200);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('No PNG'))), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** A seeded listing's cover from the story server as a File (a canvas image when it cannot be fetched). */
export async function seededPhoto(index: number): Promise<File> {
  const path = properties[index % properties.length]!.cover_photo;
  const name = `photo-${index + 1}.png`;
  try {
    const response = await fetch(new URL(path, window.location.origin));
    if (!response.ok) throw new Error(String(response.status));
    return new File([await response.blob()], name, { type: response.headers.get('content-type') ?? 'image/png' });
  } catch {
    return canvasPng(name, index * 47);
  }
}

const seller = plans.find((plan) => plan.plan_code === 'seller')!;

/** The seller plan initiated for the demo buyer, as `initiate_payment` answers. */
export const sellerPayment: PaymentData = {
  plan_name: 'seller',
  plan_display_name: seller.name,
  requires_license: false,
  paystack_pub_key: 'pk_test_4f3c2a9d8e7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c',
  authorization_url: 'https://checkout.paystack.com/estate-demo-0001',
  payment: {
    ref: 'EST-2026-11-22-0001',
    amount: seller.amount_kes,
    currency: 'KES',
    payment_status: 'pending',
    created_at: '2026-11-22T12:05:00.000Z',
    paid_at: null,
    email: 'buyer@estate.demo',
  },
};

/** The agent plan initiated, which needs a license on the profile. */
export const agentPayment: PaymentData = {
  ...sellerPayment,
  plan_name: 'agent',
  plan_display_name: 'Agent',
  requires_license: true,
  payment: { ...sellerPayment.payment, amount: plans.find((plan) => plan.plan_code === 'agent')!.amount_kes },
};
