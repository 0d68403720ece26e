import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '用卡管控与电子密码',
  seoTitle: '用卡管控与电子密码（E-PIN）：持卡人自助管理卡片',
  description:
    '持卡人可在 App 中冻结卡片、设置限额、管控交易渠道，并设置或重置密码，无需到网点，也无需纸质密码函。',
  blurb: '持卡人自主管控限额、渠道和国家，并在 App 中安全设置密码。',
  icon: 'i-lucide-toggle-right',
  menu: { menu: 'issuing-services', label: '用卡管控与电子密码', order: 4 },
  intro:
    '用卡管控与电子密码把卡片的关键设置交到持卡人手中：开关交易渠道、设定限额、冻结遗失的卡片，并在 App 中安全设置密码，授权系统实时生效。',
  highlights: [
    {
      icon: 'i-lucide-snowflake',
      title: '冻结与解冻',
      description: '卡片一时找不到，一键临时冻结；找回后随时解冻。',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: '精细化管控',
      description: '为 ATM、POS、线上、非接触和境外交易分别设置限额和开关。',
    },
    {
      icon: 'i-lucide-lock-keyhole',
      title: '安全的电子密码',
      description: '在 App 内设置或重置密码，端到端加密直达 HSM，任何其他人都无法看到。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '对遗失或被盗卡片即时冻结、解冻和永久止付',
      '按 ATM、POS、电子商务、非接触和跨境交易分别管控渠道',
      '持卡人可在银行限额范围内自设每日和单笔限额',
      '按商户类别和国家屏蔽交易',
      '电子密码设置、重置和查看，由 HSM 加密保护',
      '通过推送通知和短信发送实时交易提醒',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '减少打入联络中心办理止付和重置密码的来电',
      '省去密码函的印刷和邮寄成本',
      '持卡人几秒内即可采取行动，欺诈损失更少',
      '持卡人在线上和境外用卡更放心',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次用卡管控与电子密码演示' }],
} satisfies PageContent;
