import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '业务流程管理',
  seoTitle: '面向银行和金融科技公司的业务流程管理（BPM）',
  description:
    '借助可视化流程、SLA 管理和完整审计轨迹，对贷款审批、客户开户和争议处理等银行业务流程进行建模、自动化和监控。',
  blurb: '建模、自动化并监控后台流程，从贷款审批到争议处理全面覆盖。',
  icon: 'i-lucide-workflow',
  menu: { menu: 'digital-banking-ecosystem', label: '业务流程管理', order: 7 },
  aliases: ['/services/digital-banking-ecosystem/bpm'],
  intro:
    '我们的 BPM 套件将大量依赖纸质材料的后台工作（从信贷审批到拒付处理）转化为可视化流程，自动分派任务、执行规则，并清楚显示每个案件的进度。',
  highlights: [
    {
      icon: 'i-lucide-git-branch',
      title: '可视化建模',
      description: '使用 BPMN 2.0 绘制流程，支持决策节点、并行步骤和升级处理。',
    },
    {
      icon: 'i-lucide-timer',
      title: 'SLA 跟踪',
      description: '每项任务都有截止时间，逾期工作自动升级至上一级处理。',
    },
    {
      icon: 'i-lucide-chart-line',
      title: '流程分析',
      description: '按流程、团队和网点查看业务量、处理周期和瓶颈。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '基于 BPMN 2.0 的拖放式流程设计器',
      '用于审批和限额的业务规则与决策表',
      '任务收件箱，按角色分派并支持升级',
      '文档采集、版本管理和电子签名环节',
      '对接核心银行、卡管理和 CRM 系统的连接器',
      '每项决策和变更均有完整审计轨迹',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '贷款审批和开户周期从数天缩短到数小时',
      '各网点、各团队执行政策的标准完全一致',
      '完整记录谁在何时做了什么决定，轻松通过审计',
      '调整流程无需立项开发',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次业务流程管理演示' }],
} satisfies PageContent;
